// Tandem's one version number, declared in TandemSupport (which no client
// imports) and re-exported by every public module, so that `tandemVersion`
// is one declaration whichever modules a program imports.
@_exported public import struct TandemSupport.TandemVersion
@_exported public import let TandemSupport.tandemVersion
