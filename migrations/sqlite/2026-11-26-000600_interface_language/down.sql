DROP TABLE interface_languages;
