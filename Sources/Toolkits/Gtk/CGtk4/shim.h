// GTK 4's C API (Debian: libgtk-4-dev). Only the GtkRow C target includes it; Swift sees GtkRow's opaque API.
#include <gtk/gtk.h>
