// ATK (the accessibility toolkit GTK's widgets implement), the bridge that
// serves ATK objects on Linux's accessibility bus (AT-SPI over D-Bus), and
// GIO's D-Bus client (to ask the session bus whether accessibility is on).
// Only CTandemATK's C code includes them: no ATK or GLib type reaches Swift.
#include <atk/atk.h>
#include <atk-bridge.h>
#include <gio/gio.h>
