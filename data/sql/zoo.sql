-- My Zoo: the tutorial's four animals ("Reading data from a SQLite Database").
-- image is a bundled picture, relative to data/images/.
INSERT INTO animals(name, description, image) VALUES ('Elephant', 'The elephant is a very large animal that lives in Africa and Asia', 'zoo/elephant.png');
INSERT INTO animals(name, description, image) VALUES ('Monkey', 'Monkies can be VERY naughty and often steal clothing from unsuspecting tourists', 'zoo/monkey.png');
INSERT INTO animals(name, description, image) VALUES ('Galah', 'Galahs are a wonderful bird and they make a great pet (I should know, I have one)', 'zoo/galah.png');
INSERT INTO animals(name, description, image) VALUES ('Kangaroo', 'Well I had to add the Kangaroo as they are the essence of the Australian image', 'zoo/kangaroo.png');
