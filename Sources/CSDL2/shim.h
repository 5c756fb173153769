// The C surface of the SDL2 window display: windows, a texture to present
// the backing surface through, input events, the clipboard.
//
// Through the `SDL2/` folder of the default include path rather than
// pkg-config's `-I/usr/include/SDL2`: SDL's headers include one another by
// quoted names, found beside them, so no search path is needed, and
// `sdl2.pc`'s other flag, `-D_REENTRANT`, is one SwiftPM rejects (and one
// glibc ignores). The module map links the library.
#include <SDL2/SDL.h>
