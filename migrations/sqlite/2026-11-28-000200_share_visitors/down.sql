DROP TABLE share_visitor_salts;
DROP TABLE share_visitors;
