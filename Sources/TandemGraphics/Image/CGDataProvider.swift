import Foundation

/// A source of bytes for an image: here, always a block of memory.
public final class CGDataProvider: @unchecked Sendable {
    /// The provider's bytes.
    public let data: CFData?

    /// Creates a provider over a copy of `data`.
    public init?(data: CFData) {
        self.data = data
    }
}
