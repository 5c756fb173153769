extension Array where Element: AnyObject {
    /// The index of `object` itself (not an equal one), if it is here.
    ///
    /// A loop rather than `firstIndex(where:)`: a closure written in
    /// main-actor code checks the executor on every call, which made
    /// removing one of a thousand subviews cost a thousand checks.
    package func identityIndex(of object: Element) -> Int? {
        for index in indices where self[index] === object { return index }
        return nil
    }

    /// The last index of `object` itself, searched from the end (where a
    /// layer just appended, or the previous one, usually is).
    package func lastIdentityIndex(of object: Element) -> Int? {
        for index in indices.reversed() where self[index] === object { return index }
        return nil
    }
}
