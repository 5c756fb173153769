// Swift Testing declares a cross-import overlay for UIKit: a file that imports
// both `Testing` and `UIKit` makes the compiler import `_Testing_UIKit` too.
// On Apple's systems that module ships with the SDK; on Linux it does not, so
// without this module every test file importing Tandem's `UIKit` alongside
// `Testing` fails with "no such module '_Testing_UIKit'". It is deliberately
// empty and does not import Testing, so apps do not link the test library.
