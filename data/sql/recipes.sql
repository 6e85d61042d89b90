-- Recipes: the tutorial's three recipes and ten ingredients ("iPhone SQLite Database Basics").
INSERT INTO Recipes(Recipe_ID, Name, Description) VALUES (1, 'Omelet', 'A delicious and eggy breakfast.');
INSERT INTO Recipes(Recipe_ID, Name, Description) VALUES (2, 'Grilled Cheese Sandwich', 'A delicious and cheese filled lunch.');
INSERT INTO Recipes(Recipe_ID, Name, Description) VALUES (3, 'Pizza', 'A classic dinner from the old world.');
INSERT INTO Ingredients(Recipe_ID, Description) VALUES (1, 'Eggs');
INSERT INTO Ingredients(Recipe_ID, Description) VALUES (1, 'Water');
INSERT INTO Ingredients(Recipe_ID, Description) VALUES (1, 'Salt');
INSERT INTO Ingredients(Recipe_ID, Description) VALUES (2, 'Bread');
INSERT INTO Ingredients(Recipe_ID, Description) VALUES (2, 'Cheese');
INSERT INTO Ingredients(Recipe_ID, Description) VALUES (2, 'Butter');
INSERT INTO Ingredients(Recipe_ID, Description) VALUES (3, 'Pizza Dough');
INSERT INTO Ingredients(Recipe_ID, Description) VALUES (3, 'Pizza Sauce');
INSERT INTO Ingredients(Recipe_ID, Description) VALUES (3, 'Cheese');
INSERT INTO Ingredients(Recipe_ID, Description) VALUES (3, 'Toppings');
