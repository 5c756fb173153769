// Constants that `import UIKit` brings on Apple's systems through Darwin's
// math.h and that Glibc does not declare; iOS code uses them as animation
// repeat counts and unbounded sizes.

/// The largest finite `Float`, as Darwin defines `HUGE` (`MAXFLOAT`):
/// `animation.repeatCount = HUGE` repeats for as good as ever.
public let HUGE: Float = .greatestFiniteMagnitude

/// The largest finite `Float` (Darwin's `MAXFLOAT`).
public let MAXFLOAT: Float = .greatestFiniteMagnitude
