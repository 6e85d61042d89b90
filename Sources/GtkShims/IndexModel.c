// DdIndexModel: a GListModel of positions. See GtkShims.h.
#include "GtkShims.h"
#include <gtk/gtk.h>

#define DD_TYPE_INDEX_ITEM (dd_index_item_get_type())
G_DECLARE_FINAL_TYPE(DdIndexItem, dd_index_item, DD, INDEX_ITEM, GObject)

struct _DdIndexItem {
    GObject parent_instance;
    guint index;
};

G_DEFINE_TYPE(DdIndexItem, dd_index_item, G_TYPE_OBJECT)

static void dd_index_item_class_init(DdIndexItemClass *klass) { (void)klass; }
static void dd_index_item_init(DdIndexItem *self) { self->index = 0; }

unsigned int dd_index_item_get_index(void *item) {
    g_return_val_if_fail(DD_IS_INDEX_ITEM(item), 0);
    return DD_INDEX_ITEM(item)->index;
}

#define DD_TYPE_INDEX_MODEL (dd_index_model_get_type())
G_DECLARE_FINAL_TYPE(DdIndexModel, dd_index_model, DD, INDEX_MODEL, GObject)

struct _DdIndexModel {
    GObject parent_instance;
    guint n_items;
};

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
    DdIndexItem *item = g_object_new(DD_TYPE_INDEX_ITEM, NULL);
    item->index = position;
    return item;
}

static void dd_index_model_list_iface_init(GListModelInterface *iface) {
    iface->get_item_type = dd_index_model_get_item_type;
    iface->get_n_items = dd_index_model_list_n_items;
    iface->get_item = dd_index_model_get_item;
}

G_DEFINE_TYPE_WITH_CODE(DdIndexModel, dd_index_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, dd_index_model_list_iface_init))

static void dd_index_model_class_init(DdIndexModelClass *klass) { (void)klass; }
static void dd_index_model_init(DdIndexModel *self) { self->n_items = 0; }

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
    if (removed > 0 || added > 0)
        g_list_model_items_changed(G_LIST_MODEL(self), position, removed, added);
}

unsigned int dd_index_model_get_n_items(void *model) {
    g_return_val_if_fail(DD_IS_INDEX_MODEL(model), 0);
    return DD_INDEX_MODEL(model)->n_items;
}
