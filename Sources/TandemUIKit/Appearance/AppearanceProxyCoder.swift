import Foundation

/// The coder an appearance proxy is made with (`init?(coder:)` is the one
/// initializer every view class has to provide); it holds no values.
final class AppearanceProxyCoder: NSCoder {}
