-- Coffee List: the coffees a new database starts with (SQLite tutorial series).
-- Run once, after the schema migrations, in the same transaction.
INSERT INTO Coffee(CoffeeName, Price) VALUES ('Cafe Latte', 3.45);
INSERT INTO Coffee(CoffeeName, Price) VALUES ('Cappuccino', 3.25);
INSERT INTO Coffee(CoffeeName, Price) VALUES ('Espresso', 2.10);
INSERT INTO Coffee(CoffeeName, Price) VALUES ('Flat White', 3.50);
