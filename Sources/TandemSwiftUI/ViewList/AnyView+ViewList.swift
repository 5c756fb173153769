/// An `AnyView` is transparent to view lists, as in SwiftUI: a list it
/// wraps gives a `List` its rows and takes a modifier view by view. Whether
/// it wraps one view or several is known only from the value, so its type
/// counts as a list (``ViewListShape``) and each use looks at the value.
/// A change of the wrapped type is a new identity, as in a stack.
extension AnyView: ListContentSource {
    func appendListContent(to content: inout ListContent, prefix: [AnyHashable]) {
        content.append(view, prefix: prefix + [AnyHashable(ObjectIdentifier(type(of: view)))])
    }
}

extension AnyView: ViewListWrapper {
    func distribute<M: ViewModifier>(_ modifier: M, key: ChildKey, in updater: NodeUpdater) -> [(ChildKey, any View)] {
        ModifierDistribution.apply(
            modifier, to: view, key: .erased(key, wrapped: ObjectIdentifier(type(of: view))), in: updater)
    }
}

extension AnyView: LazyRowSource {
    /// The wrapped view's rows; its type is part of their identity, as in a list.
    func appendRows(to collector: inout LazyRowCollector, prefix: [AnyHashable]) {
        collector.append(view, path: prefix + [AnyHashable(ObjectIdentifier(type(of: view)))])
    }
}
