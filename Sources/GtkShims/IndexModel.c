// DdIndexModel: a GListModel of positions. See GtkShims.h.
#include "GtkShims.h"
#include <gtk/gtk.h>

typedef struct _DdIndexModel DdIndexModel;

#define DD_TYPE_INDEX_ITEM (dd_index_item_get_type())
G_DECLARE_FINAL_TYPE(DdIndexItem, dd_index_item, DD, INDEX_ITEM, GObject)

/// An item knows the model that made it (unowned; cleared when the model goes first) so
/// that it can leave the model's table of live items when it is finalized.
struct _DdIndexItem {
    GObject parent_instance;
    guint index;
    DdIndexModel *model;
};

G_DEFINE_TYPE(DdIndexItem, dd_index_item, G_TYPE_OBJECT)

#define DD_TYPE_INDEX_MODEL (dd_index_model_get_type())
G_DECLARE_FINAL_TYPE(DdIndexModel, dd_index_model, DD, INDEX_MODEL, GObject)

/// `live` maps a position to the item alive for it (unowned: GTK holds the references).
/// Handing out the same item for a position while it lives is what lets GTK keep a row's
/// widget across an items-changed that replaces the rows (see dd_index_model_replace).
struct _DdIndexModel {
    GObject parent_instance;
    guint n_items;
    GHashTable *live;
};

static void dd_index_item_finalize(GObject *object) {
    DdIndexItem *self = DD_INDEX_ITEM(object);
    if (self->model != NULL &&
        g_hash_table_lookup(self->model->live, GUINT_TO_POINTER(self->index)) == self)
        g_hash_table_remove(self->model->live, GUINT_TO_POINTER(self->index));
    G_OBJECT_CLASS(dd_index_item_parent_class)->finalize(object);
}

static void dd_index_item_class_init(DdIndexItemClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = dd_index_item_finalize;
}
static void dd_index_item_init(DdIndexItem *self) {
    self->index = 0;
    self->model = NULL;
}

unsigned int dd_index_item_get_index(void *item) {
    g_return_val_if_fail(DD_IS_INDEX_ITEM(item), 0);
    return DD_INDEX_ITEM(item)->index;
}

static GType dd_index_model_get_item_type(GListModel *list) {
    (void)list;
    return DD_TYPE_INDEX_ITEM;
}

static guint dd_index_model_list_n_items(GListModel *list) {
    return DD_INDEX_MODEL(list)->n_items;
}

static gpointer dd_index_model_get_item(GListModel *list, guint position) {
    DdIndexModel *self = DD_INDEX_MODEL(list);
    if (position >= self->n_items)
        return NULL;
    DdIndexItem *live = g_hash_table_lookup(self->live, GUINT_TO_POINTER(position));
    if (live != NULL)
        return g_object_ref(live);
    DdIndexItem *item = g_object_new(DD_TYPE_INDEX_ITEM, NULL);
    item->index = position;
    item->model = self;
    g_hash_table_insert(self->live, GUINT_TO_POINTER(position), item);
    return item;
}

static void dd_index_model_list_iface_init(GListModelInterface *iface) {
    iface->get_item_type = dd_index_model_get_item_type;
    iface->get_n_items = dd_index_model_list_n_items;
    iface->get_item = dd_index_model_get_item;
}

G_DEFINE_TYPE_WITH_CODE(DdIndexModel, dd_index_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, dd_index_model_list_iface_init))

/// Updates the live items after a change at `from`. With `detach_removed`, the items of
/// the `removed` rows stop being handed out and the items after them move by `shift`
/// (a splice: rows after it keep their items). Without, items keep their positions and
/// only those at or past `new_count` are let go (a replacement in place).
static void dd_index_model_rekey(DdIndexModel *self, guint from, guint removed, gint shift,
                                 gboolean detach_removed, guint new_count) {
    GPtrArray *moved = g_ptr_array_new();
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init(&iter, self->live);
    while (g_hash_table_iter_next(&iter, &key, &value)) {
        DdIndexItem *item = value;
        guint position = GPOINTER_TO_UINT(key);
        if (position < from)
            continue;
        gboolean in_removed = position < from + removed;
        if ((in_removed && detach_removed) || (!detach_removed && position >= new_count)) {
            item->model = NULL;
            g_hash_table_iter_remove(&iter);
        } else if (!in_removed && shift != 0) {
            g_hash_table_iter_remove(&iter);
            g_ptr_array_add(moved, item);
        }
    }
    for (guint i = 0; i < moved->len; i++) {
        DdIndexItem *item = g_ptr_array_index(moved, i);
        item->index = (guint)((gint)item->index + shift);
        g_hash_table_insert(self->live, GUINT_TO_POINTER(item->index), item);
    }
    g_ptr_array_unref(moved);
}

static void dd_index_model_finalize(GObject *object) {
    DdIndexModel *self = DD_INDEX_MODEL(object);
    GHashTableIter iter;
    gpointer value;
    g_hash_table_iter_init(&iter, self->live);
    while (g_hash_table_iter_next(&iter, NULL, &value))
        ((DdIndexItem *)value)->model = NULL;
    g_hash_table_unref(self->live);
    G_OBJECT_CLASS(dd_index_model_parent_class)->finalize(object);
}

static void dd_index_model_class_init(DdIndexModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = dd_index_model_finalize;
}
static void dd_index_model_init(DdIndexModel *self) {
    self->n_items = 0;
    self->live = g_hash_table_new(g_direct_hash, g_direct_equal);
}

void *dd_index_model_new(unsigned int n_items) {
    DdIndexModel *self = g_object_new(DD_TYPE_INDEX_MODEL, NULL);
    self->n_items = n_items;
    return self;
}

void dd_index_model_splice(void *model, unsigned int position, unsigned int removed,
                           unsigned int added) {
    g_return_if_fail(DD_IS_INDEX_MODEL(model));
    DdIndexModel *self = DD_INDEX_MODEL(model);
    g_return_if_fail(position <= self->n_items && removed <= self->n_items - position);
    self->n_items = self->n_items - removed + added;
    dd_index_model_rekey(self, position, removed, (gint)added - (gint)removed, TRUE, self->n_items);
    if (removed > 0 || added > 0)
        g_list_model_items_changed(G_LIST_MODEL(self), position, removed, added);
}

void dd_index_model_replace(void *model, unsigned int position, unsigned int removed,
                            unsigned int added) {
    g_return_if_fail(DD_IS_INDEX_MODEL(model));
    DdIndexModel *self = DD_INDEX_MODEL(model);
    g_return_if_fail(position <= self->n_items && removed <= self->n_items - position);
    guint old_count = self->n_items;
    self->n_items = old_count - removed + added;
    // Positions that still exist keep their items (GTK binds their rows again in place).
    // Rows after the replaced range, if its length changed, move like a splice's.
    if (removed == added || position + removed == old_count) {
        dd_index_model_rekey(self, position, removed, 0, FALSE, self->n_items);
    } else {
        guint kept = MIN(removed, added);
        dd_index_model_rekey(self, position + kept, removed - kept, (gint)added - (gint)removed, TRUE,
                             self->n_items);
    }
    if (removed > 0 || added > 0)
        g_list_model_items_changed(G_LIST_MODEL(self), position, removed, added);
}

unsigned int dd_index_model_get_n_items(void *model) {
    g_return_val_if_fail(DD_IS_INDEX_MODEL(model), 0);
    return DD_INDEX_MODEL(model)->n_items;
}
