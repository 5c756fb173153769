// Hunspell's C interface: the spelling dictionaries UITextChecker checks
// words against and asks for guesses (Debian's libhunspell-dev, with the
// dictionaries of hunspell-en-us and the other hunspell-* packages).
#include <hunspell.h>
