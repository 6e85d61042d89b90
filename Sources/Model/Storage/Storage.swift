import Foundation

/// # Storage: the SQLite stores every page relies on
///
/// ## Files
/// One SQLite file per collection in `DataLocation.userData`
/// (`$XDG_DATA_HOME/drilldown/`): `coffee.sqlite`, `todo.sqlite`, `zoo.sqlite`,
/// `recipes.sqlite`, `cities.sqlite`. One file each, not one for all, because:
/// damage to one file (or "Start Fresh" on it) never touches the others; each store has
/// its own writer connection, so a long write on one page never blocks another; and it
/// mirrors the original tutorials, each of which shipped its own database.
///
/// ## Life of a file
/// `XStore.open(in: DataLocation.current())` creates the file on first run, applies the
/// schema migrations (`PRAGMA user_version`) and runs the seed `data/sql/<name>.sql`, all
/// in one transaction. Connections use WAL, `synchronous = FULL`, `foreign_keys = ON`,
/// `trusted_schema = OFF` and a busy timeout; writes use `BEGIN IMMEDIATE`. Every method
/// that changes data has committed when it returns (nothing is saved "on exit").
///
/// ## Errors (`StorageError.kind`)
/// - `.corrupt` / `.notADatabase`: the file is left untouched; offer
///   `XStore.startFresh(in:)`, which renames it to `<name>.corrupt-<UTC time>` and
///   starts a seeded one (the result says where the old file went).
/// - `.readOnly`: a read-only file or folder is opened read-only (`isReadOnly`), so the
///   page can still browse; each change then throws `.readOnly`.
/// - `.diskFull`, `.busy` (locked by another program), `.schemaTooNew`, `.notFound`,
///   `.invalidValue` (negative price…), `.missingBundledData`.
/// `error.message` is a translated sentence for the user.
///
/// ## The API the pages call
/// Every store (`CoffeeStore`, `TodoStore`, `ZooStore`, `RecipeStore`, `CityStore`):
/// - `open(in:)`, `startFresh(in:)`, `isReadOnly`, `fileURL`
/// - `count()`, `page(offset:limit:)` — ids and titles only, in insertion order
/// - `search(_:after:limit:)` — case- and accent-insensitive substring on the title
///   (the list pages search their loaded titles with the same `SearchCorpus`)
/// - the detail loaded lazily: `detail(id:)` / `todo(id:)` / `animal(id:)` /
///   `recipe(id:)` + `ingredients(ofRecipe:)` / `city(id:)`; pictures separately with
///   `image(id:)` (coffee, cities)
/// - `insert(…) -> id`, `update(id:field:)` per field, `setImage(id:png:)`
/// - `delete(id:)` returns a value holding everything; `restore(_:)` puts it back (undo)
/// - `observe { change in … }` returns an `ObservationToken`; handlers run after COMMIT
///   on the writing thread, outside the store's lock (GTK pages hop to the main loop).
///
/// ## Threads
/// Stores are `Sendable`: one connection per store, used under a lock, so the main
/// thread (small reads and writes) and background threads (big queries) can share a
/// store; calls are serialized.
public enum Storage {}
