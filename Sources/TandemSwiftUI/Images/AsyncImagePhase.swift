/// Where an ``AsyncImage``'s load is: not finished (or no URL), finished
/// with an image, or failed.
public enum AsyncImagePhase {
    /// No image yet: the load is under way, or there is no URL.
    case empty
    /// The loaded image.
    case success(Image)
    /// The load failed (the file or server gave no data, or data that is
    /// not an image: `URLError(.cannotDecodeContentData)`).
    case failure(any Error)

    /// The image, when the load succeeded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, when the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
