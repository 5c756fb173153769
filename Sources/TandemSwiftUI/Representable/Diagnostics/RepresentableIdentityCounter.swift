/// Numbers representable identities for traces and reports, in creation order.
@MainActor
enum RepresentableIdentityCounter {
    private static var last = 0

    /// The next number (never reused).
    static func next() -> Int {
        last += 1
        return last
    }
}
