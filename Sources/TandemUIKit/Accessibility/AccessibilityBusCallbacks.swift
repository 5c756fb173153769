import CTandemATK
import Foundation

/// The C functions ATK's objects call to answer the bus (see CTandemATK.h):
/// each runs on the main thread, inside the GLib iteration the main loop
/// (or a test) makes, and answers from the running export's elements; an id
/// it no longer knows answers empty, and defunct.
@preconcurrency @MainActor
enum AccessibilityBusCallbacks {
    /// The table CTandemATK copies when the export starts.
    nonisolated static var table: TandemATKCallbacks {
        TandemATKCallbacks(
            name: { id in copy(answer(nil) { elements in elements.node(id).map { elements.busName($0) } }) },
            description: { id in
                copy(
                    answer(nil) { elements in
                        guard let hint = elements.node(id)?.hint, !hint.isEmpty else { return nil }
                        return hint
                    })
            },
            role: { id in
                answer(Int32(TandemATKRoleUnknown.rawValue)) { elements in
                    elements.node(id).map { Int32($0.busRole.rawValue) } ?? Int32(TandemATKRoleUnknown.rawValue)
                }
            },
            states: { id in
                answer(TandemATKStateDefunct.rawValue) { elements in
                    // The tree first: the one last read may be what kept a released element.
                    let node = elements.node(id)
                    guard elements.exists(id) else { return TandemATKStateDefunct.rawValue }
                    // An element out of the tree that still exists is there, not shown.
                    return node?.busStates ?? 0
                }
            },
            interfaces: { id in answer(0) { elements in elements.node(id)?.busInterfaces ?? 0 } },
            parent: { id in answer(-1) { elements in elements.parent(of: id) } },
            childCount: { id in answer(0) { elements in Int32(elements.children(of: id).count) } },
            child: { id, index in
                answer(-1) { elements in
                    let children = elements.children(of: id)
                    return children.indices.contains(Int(index)) ? children[Int(index)] : -1
                }
            },
            indexInParent: { id in
                answer(-1) { elements in
                    let parent = elements.parent(of: id)
                    guard parent >= 0 else { return -1 }
                    return elements.children(of: parent).firstIndex(of: id).map { Int32($0) } ?? -1
                }
            },
            extents: { id, windowRelative, x, y, width, height in
                // Read on the main actor, written here: the pointers are the caller's.
                guard let frame = answer(nil, { $0.extents(of: id, windowRelative: windowRelative) }) else {
                    return false
                }
                (x.pointee, y.pointee) = (Double(frame.minX), Double(frame.minY))
                (width.pointee, height.pointee) = (Double(frame.width), Double(frame.height))
                return true
            },
            actionCount: { id in answer(0) { elements in Int32(elements.node(id)?.busActions.count ?? 0) } },
            actionName: { id, index in
                copy(
                    answer(nil) { elements in
                        guard let actions = elements.node(id)?.busActions, actions.indices.contains(Int(index)) else {
                            return nil
                        }
                        return actions[Int(index)]
                    })
            },
            performAction: { id, index in answer(false) { elements in elements.perform(Int(index), on: id) } },
            value: { id, current, minimum, maximum, step in
                guard let value = answer(nil, { $0.node(id)?.numericValue }) else { return false }
                (current.pointee, minimum.pointee) = (value.current, value.minimum)
                // Continuous: a slider takes any value in its range.
                (maximum.pointee, step.pointee) = (value.maximum, 0)
                return true
            },
            setValue: { id, value in answer(false) { elements in elements.setValue(value, of: id) } }
        )
    }
}

/// `body`'s answer from the running export's elements, or `fallback` when it is not running.
private func answer<T: Sendable>(
    _ fallback: T, _ body: @MainActor (AccessibilityBusElements) -> T
) -> T {
    MainActor.assumeIsolated {
        guard let elements = AccessibilityBus.elements else { return fallback }
        return body(elements)
    }
}

/// `string` in memory the C side frees with `free`.
private func copy(_ string: String?) -> UnsafeMutablePointer<CChar>? {
    string.flatMap { strdup($0) }
}
