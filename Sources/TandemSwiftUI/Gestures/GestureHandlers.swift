import TandemUIKit

/// Actions collected from a gesture's `onChanged` and `onEnded` wrappers.
struct GestureHandlers<Value> {
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
}
