/// A tab view's selection binding, read and written as a tag.
struct TabSelectionAccess {
    let get: () -> AnyHashable
    let set: (AnyHashable) -> Void
}
