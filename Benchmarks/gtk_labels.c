// The GTK4 side of `tandem-bench uikit`'s side-by-side case: N labels in a
// vertical GtkBox inside a GtkScrolledWindow, in a 390x844 window, with
// texts never seen before in the process. Prints one JSON line per phase
// with the median over the samples, in nanoseconds:
//   build  - making the widgets;
//   layout - measuring and allocating the box at the window's width;
//   frame  - from presenting the window to its first painted frame;
//   change - from changing one label's text to the next painted frame;
// and the resident memory per label. Build: cc $(pkg-config --cflags --libs gtk4).
// Usage: gtk_labels N SAMPLES FONT
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static long resident_bytes(void) {
    FILE *f = fopen("/proc/self/statm", "r");
    long pages = 0, resident = 0;
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
        fclose(f);
    }
    return resident * sysconf(_SC_PAGESIZE);
}

static int painted = 0;
static void after_paint(GdkFrameClock *clock, gpointer data) { painted = 1; }

static void wait_for_paint(void) {
    painted = 0;
    while (!painted) g_main_context_iteration(NULL, TRUE);
}

static int compare(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return x < y ? -1 : x > y;
}

static long long median(long long *values, int count) {
    qsort(values, count, sizeof(long long), compare);
    return values[count / 2];
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    int samples = argc > 2 ? atoi(argv[2]) : 5;
    const char *font = argc > 3 ? argv[3] : "Inter";
    gtk_init();
    GtkCssProvider *css = gtk_css_provider_new();
    char rule[256];
    snprintf(rule, sizeof rule, "label { font-family: \"%s\"; font-size: 17px; }", font);
    gtk_css_provider_load_from_data(css, rule, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css), GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

    // Font loading happens once per process, not per label: measure one
    // throwaway label first, as the Tandem side does, so that the memory per
    // label counts labels, not the text system starting.
    GtkWidget *warm = gtk_label_new("Warm-up 0.0: fonts");
    g_object_ref_sink(warm);
    int warm_minimum = 0, warm_natural = 0;
    gtk_widget_measure(warm, GTK_ORIENTATION_HORIZONTAL, -1, &warm_minimum, &warm_natural, NULL, NULL);
    g_object_unref(warm);

    long long build[64], layout[64], frame[64], change[64];
    long memory = 0;
    if (samples > 64) samples = 64;
    for (int s = 0; s < samples; s++) {
        long before = resident_bytes();
        long long t0 = now_ns();
        GtkWidget *window = gtk_window_new();
        gtk_window_set_default_size(GTK_WINDOW(window), 390, 844);
        GtkWidget *scroll = gtk_scrolled_window_new();
        GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
        GtkWidget **labels = malloc(sizeof(GtkWidget *) * n);
        char text[128];
        for (int i = 0; i < n; i++) {
            snprintf(text, sizeof text, "Row %d.%d: %s", i, s + 1, i % 3 == 0 ? "a longer line of text that fills the row" : "short");
            labels[i] = gtk_label_new(text);
            gtk_label_set_xalign(GTK_LABEL(labels[i]), 0);
            gtk_box_append(GTK_BOX(box), labels[i]);
        }
        gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroll), box);
        gtk_window_set_child(GTK_WINDOW(window), scroll);
        long long t1 = now_ns();
        int minimum = 0, natural = 0;
        gtk_widget_measure(box, GTK_ORIENTATION_VERTICAL, 358, &minimum, &natural, NULL, NULL);
        gtk_widget_size_allocate(box, &(GtkAllocation){0, 0, 358, natural}, -1);
        long long t2 = now_ns();
        gtk_window_present(GTK_WINDOW(window));
        GdkFrameClock *clock = NULL;
        while (!(clock = gtk_widget_get_frame_clock(window))) g_main_context_iteration(NULL, TRUE);
        gulong handler = g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), NULL);
        wait_for_paint();
        long long t3 = now_ns();
        gtk_label_set_text(GTK_LABEL(labels[n / 2]), s % 2 ? "Changed text, longer than before, wrapping nothing" : "Changed");
        wait_for_paint();
        long long t4 = now_ns();
        long after = resident_bytes();
        build[s] = t1 - t0;
        layout[s] = t2 - t1;
        frame[s] = t3 - t2;
        change[s] = t4 - t3;
        if (s == 0) memory = (after - before) / n;  // the first sample: no memory to reuse yet
        g_signal_handler_disconnect(clock, handler);
        gtk_window_destroy(GTK_WINDOW(window));
        free(labels);
        while (g_main_context_pending(NULL)) g_main_context_iteration(NULL, FALSE);
    }
    printf("{\"phase\": \"build\", \"n\": %d, \"median_ns\": %lld}\n", n, median(build, samples));
    printf("{\"phase\": \"layout\", \"n\": %d, \"median_ns\": %lld}\n", n, median(layout, samples));
    printf("{\"phase\": \"first frame\", \"n\": %d, \"median_ns\": %lld}\n", n, median(frame, samples));
    printf("{\"phase\": \"one label changed to frame\", \"n\": %d, \"median_ns\": %lld}\n", n, median(change, samples));
    printf("{\"phase\": \"memory per label\", \"n\": %d, \"bytes\": %ld}\n", n, memory);
    return 0;
}
