// Swift Testing declares a cross-import overlay for CoreGraphics: a file that
// imports both `Testing` and `CoreGraphics` makes the compiler import
// `_Testing_CoreGraphics` too. On Apple's systems that module ships with the
// SDK; on Linux it does not, so without this module every test file that
// imports Tandem's `CoreGraphics` alongside `Testing` fails with "no such
// module '_Testing_CoreGraphics'". It is deliberately empty and does not
// import Testing, so apps that use CoreGraphics do not link the test library.
