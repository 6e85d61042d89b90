-- To-Do: a few to-dos a new database starts with (priority 1 High, 2 Medium, 3 Low).
INSERT INTO todo(text, priority, complete) VALUES ('Take out the trash', 1, 0);
INSERT INTO todo(text, priority, complete) VALUES ('Buy milk', 2, 0);
INSERT INTO todo(text, priority, complete) VALUES ('Call Mom', 3, 0);
INSERT INTO todo(text, priority, complete) VALUES ('Read the SQLite tutorial', 2, 1);
