import Foundation

// CoreFoundation's bridged types do not exist in Swift on Linux. CoreGraphics'
// Swift API still names them, and iOS code writes `colors as CFArray` or
// passes `CGColorSpace.sRGB`; these aliases let that code compile unchanged.
// docs/Compatibility.md lists them.

/// CoreFoundation's array, which Swift code on Apple's systems bridges from `[Any]`.
public typealias CFArray = [Any]
/// CoreFoundation's string, which Swift code on Apple's systems bridges from `String`.
public typealias CFString = String
/// CoreFoundation's data, which Swift code on Apple's systems bridges from `Data`.
public typealias CFData = Data
/// CoreFoundation's dictionary, which Swift code on Apple's systems bridges from `[AnyHashable: Any]`.
public typealias CFDictionary = [AnyHashable: Any]

/// Core Foundation's URL type, which Swift on Linux does not expose: `URL`,
/// so `url as CFURL` compiles as it does on Apple's platforms.
public typealias CFURL = URL

/// Core Foundation's reference to any of its objects, which Swift on
/// Apple's systems sees as `AnyObject`: properties typed `CFTypeRef` (a
/// text layer's `font`) take a `CGFont`, a `UIFont` or a name.
public typealias CFTypeRef = AnyObject
