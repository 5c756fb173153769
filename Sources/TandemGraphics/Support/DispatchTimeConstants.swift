import Foundation

// Dispatch's time constants, which Apple's platforms declare in C (the
// Darwin and Dispatch headers) and `import UIKit` brings; Swift on Linux has
// none. iOS code computes delays with them
// (`Int64(delay * Double(NSEC_PER_SEC))`). docs/Compatibility.md lists them.

/// Nanoseconds per second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
