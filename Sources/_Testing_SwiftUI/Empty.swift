// Swift Testing declares a cross-import overlay for SwiftUI: a file that imports
// both `Testing` and `SwiftUI` makes the compiler import `_Testing_SwiftUI` too.
// On Apple's systems that module ships with the SDK; on Linux it does not, so
// without this module every test file importing Tandem's `SwiftUI` alongside
// `Testing` fails with "no such module '_Testing_SwiftUI'". It is deliberately
// empty and does not import Testing, so apps do not link the test library.
