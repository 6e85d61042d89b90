// The libadwaita floor for the startup benchmark: the smallest libadwaita application
// that opens an AdwApplicationWindow with a header bar and a label (libadwaita's
// stylesheet and style manager loaded) and quits after its first frame is painted.
#include <adwaita.h>

static void after_paint(GdkFrameClock *clock, gpointer app) {
    g_signal_handlers_disconnect_by_func(clock, after_paint, app);
    g_print("first-frame\n");
    g_application_quit(G_APPLICATION(app));
}

static void on_map(GtkWidget *window, gpointer app) {
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), app);
}

static void activate(GtkApplication *app, gpointer data) {
    (void)data;
    GtkWidget *window = adw_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Floor");
    gtk_window_set_default_size(GTK_WINDOW(window), 900, 680);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(box), adw_header_bar_new());
    gtk_box_append(GTK_BOX(box), gtk_label_new("Hello"));
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), box);
    g_signal_connect(window, "map", G_CALLBACK(on_map), app);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    AdwApplication *app = adw_application_new("io.github.drilldown.StartupFloorAdw", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
