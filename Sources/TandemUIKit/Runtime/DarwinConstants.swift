// Constants that `import UIKit` brings on Apple's systems through Darwin's
// math.h and that Glibc does not declare; iOS code uses them as animation
// repeat counts and unbounded sizes.

/// Infinity, as a `Float` (Darwin's `HUGE`: `animation.repeatCount = HUGE` repeats forever).
public let HUGE: Float = .infinity

/// The largest finite `Float` (Darwin's `MAXFLOAT`).
public let MAXFLOAT: Float = .greatestFiniteMagnitude
