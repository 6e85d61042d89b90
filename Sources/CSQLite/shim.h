#include <sqlite3.h>

/* sqlite3_db_config is variadic, which Swift cannot call: the integer options
   (SQLITE_DBCONFIG_DEFENSIVE, _ENABLE_TRIGGER, _ENABLE_VIEW, _TRUSTED_SCHEMA...)
   through a fixed signature. Returns SQLITE_OK or an error code. */
static inline int dd_sqlite3_db_config_int(sqlite3 *db, int option, int value) {
    int now = 0;
    return sqlite3_db_config(db, option, value, &now);
}
