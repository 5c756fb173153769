public import Foundation

/// A view whose rows come from a collection (`ForEach`): in a `List`, it
/// can take `onDelete` and `onMove` actions for those rows.
public protocol DynamicViewContent: View {
    /// The collection the rows come from.
    associatedtype Data: Collection
    /// The collection the rows come from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// In a `List`, lets the user delete rows (by swiping them): `action`
    /// gets the offsets of the rows to delete, and should remove them from
    /// the data. Nil turns deletion off.
    @MainActor public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditActionsContent(base: self, delete: action, move: nil)
    }

    /// In a `List`, lets the user move rows while editing: `action` gets the
    /// offsets moved and the destination offset (as `move(fromOffsets:toOffset:)` takes).
    @MainActor public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditActionsContent(base: self, delete: nil, move: action)
    }
}

/// A `ForEach` (or another dynamic content) with edit actions for a list's rows.
struct EditActionsContent<Base: DynamicViewContent>: DynamicViewContent {
    let base: Base
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?

    var data: Base.Data { base.data }

    /// Outside a list, the rows as they are.
    var body: Base { base }
}

extension EditActionsContent: ListContentSource {
    func appendListContent(to content: inout ListContent, prefix: [AnyHashable]) {
        let start = content.runCount
        content.append(base, prefix: prefix)
        let delete = self.delete, move = self.move
        content.updateRuns(from: start) { run in
            if let delete { run.delete = delete }
            if let move { run.move = move }
        }
    }
}
