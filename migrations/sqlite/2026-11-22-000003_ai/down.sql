DROP TABLE cover_letters;
DROP TABLE ai_usage;
