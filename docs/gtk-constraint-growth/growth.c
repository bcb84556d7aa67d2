// Rows placed by a GtkConstraintLayout, added to and removed from one window, cost more each time: a minimal
// reproduction (docs/gtk-constraint-growth.md). Build and run:
//     gcc -O2 growth.c -o growth $(pkg-config --cflags --libs gtk4) && ./growth shared constraints 400
// Modes: shared | fresh (one window for every row, or a new window per row); rows: constraints (20 labels, each
// pinned by 4 constraints) | bare (a constraint layout with 20 labels and no constraint) | fixed (GtkFixed).
// Prints, per block of 50 rows, the median microseconds to attach, lay out and detach a row.
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>

static double now_us(void) {
    return g_get_monotonic_time();
}

static GtkWidget *row(const char *kind) {
    GtkWidget *content;
    if (strcmp(kind, "fixed") == 0) {
        content = gtk_fixed_new();
    } else {
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        gtk_widget_set_layout_manager(content, gtk_constraint_layout_new());
    }
    GtkLayoutManager *layout = gtk_widget_get_layout_manager(content);
    for (int i = 0; i < 20; i++) {
        GtkWidget *label = gtk_label_new("placeholder");
        int x = 5 + 80 * (i % 4), y = 22 * (i / 4);
        if (strcmp(kind, "fixed") == 0) {
            gtk_widget_set_size_request(label, 60, 20);
            gtk_fixed_put(GTK_FIXED(content), label, x, y);
            continue;
        }
        gtk_widget_set_parent(label, content);
        if (strcmp(kind, "constraints") != 0) continue;
        GtkConstraintLayout *c = GTK_CONSTRAINT_LAYOUT(layout);
        gtk_constraint_layout_add_constraint(
            c, gtk_constraint_new(label, GTK_CONSTRAINT_ATTRIBUTE_START, GTK_CONSTRAINT_RELATION_EQ, NULL,
                                  GTK_CONSTRAINT_ATTRIBUTE_START, 1, x, GTK_CONSTRAINT_STRENGTH_REQUIRED));
        gtk_constraint_layout_add_constraint(
            c, gtk_constraint_new(label, GTK_CONSTRAINT_ATTRIBUTE_TOP, GTK_CONSTRAINT_RELATION_EQ, NULL,
                                  GTK_CONSTRAINT_ATTRIBUTE_TOP, 1, y, GTK_CONSTRAINT_STRENGTH_REQUIRED));
        gtk_constraint_layout_add_constraint(c, gtk_constraint_new_constant(label, GTK_CONSTRAINT_ATTRIBUTE_WIDTH,
                                                                            GTK_CONSTRAINT_RELATION_EQ, 60,
                                                                            GTK_CONSTRAINT_STRENGTH_REQUIRED));
        gtk_constraint_layout_add_constraint(c, gtk_constraint_new_constant(label, GTK_CONSTRAINT_ATTRIBUTE_HEIGHT,
                                                                            GTK_CONSTRAINT_RELATION_EQ, 20,
                                                                            GTK_CONSTRAINT_STRENGTH_REQUIRED));
    }
    return g_object_ref_sink(content);
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc != 4 || (strcmp(argv[1], "shared") && strcmp(argv[1], "fresh"))) {
        fprintf(stderr, "usage: %s shared|fresh constraints|bare|fixed ROWS\n", argv[0]);
        return 2;
    }
    gtk_init();
    gboolean shared = strcmp(argv[1], "shared") == 0;
    int rows = atoi(argv[3]), block = 50;
    GtkWidget *window = shared ? gtk_window_new() : NULL;
    double attach[50], layout[50], detach[50];
    printf("rows\tattach_us\tlayout_us\tdetach_us\n");
    for (int i = 0; i < rows; i++) {
        GtkWidget *content = row(argv[2]);
        double t0 = now_us();
        GtkWidget *w = shared ? window : gtk_window_new();
        gtk_window_set_child(GTK_WINDOW(w), content);
        double t1 = now_us();
        int minimum, natural;
        gtk_widget_measure(content, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
        gtk_widget_measure(content, GTK_ORIENTATION_VERTICAL, 320, &minimum, &natural, NULL, NULL);
        gtk_widget_allocate(content, 320 + (i % 2) * 10, 132, -1, NULL);
        double t2 = now_us();
        if (shared)
            gtk_window_set_child(GTK_WINDOW(w), NULL);
        else
            gtk_window_destroy(GTK_WINDOW(w));
        double t3 = now_us();
        g_object_unref(content);
        attach[i % block] = t1 - t0;
        layout[i % block] = t2 - t1;
        detach[i % block] = t3 - t2;
        if (i % block == block - 1) {
            qsort(attach, block, sizeof(double), compare);
            qsort(layout, block, sizeof(double), compare);
            qsort(detach, block, sizeof(double), compare);
            printf("%d-%d\t%.0f\t%.0f\t%.0f\n", i + 2 - block, i + 1, attach[block / 2], layout[block / 2],
                   detach[block / 2]);
        }
    }
    if (window) gtk_window_destroy(GTK_WINDOW(window));
    return 0;
}
