-- City Guide: the four starter cities (Learning iPhone Programming, ch. 5 and 8).
-- Only London's description is quoted in the original tutorials' text we have; the other three
-- follow its style. bundled_file() reads a picture from data/ as a BLOB while seeding.
INSERT INTO cities(name, description, image) VALUES ('London', 'London is the capital of the United Kingdom and England.', bundled_file('images/cities/london.png'));
INSERT INTO cities(name, description, image) VALUES ('San Francisco', 'San Francisco is the fourth most populous city in California and the 12th most populous city in the United States.', bundled_file('images/cities/san-francisco.png'));
INSERT INTO cities(name, description, image) VALUES ('Sydney', 'Sydney is the most populous city in Australia and the state capital of New South Wales.', bundled_file('images/cities/sydney.png'));
INSERT INTO cities(name, description, image) VALUES ('Madrid', 'Madrid is the capital and largest city of Spain.', bundled_file('images/cities/madrid.png'));
