@_spi(Reflection) import Swift

/// Where a view type's dynamic properties sit, found once per type.
///
/// Binding a fresh view value to its node's storage happens before every
/// body; it writes into the value at offsets found here with the standard
/// library's field reflection, instead of walking a `Mirror` each time.
@MainActor
enum DynamicPropertyLayout {
    enum Field {
        /// A wrapper bound to a storage slot.
        case bound(offset: Int, type: any GraphBoundProperty.Type, slot: Int)
        /// A user `DynamicProperty` whose `update()` runs after binding.
        case user(offset: Int, type: any DynamicProperty.Type)
    }

    struct Layout {
        let fields: [Field]
        let slotCount: Int
    }

    /// The layout of `type`'s dynamic properties, found once (kept in its ``TypeInfo``).
    static func layout(of type: Any.Type) -> Layout {
        let info = TypeInfo.of(type)
        if let known = info.dynamicProperties { return known }
        var fields: [Field] = []
        var slots = 0
        collect(type, base: 0, into: &fields, slots: &slots)
        let layout = Layout(fields: fields, slotCount: slots)
        info.dynamicProperties = layout
        return layout
    }

    private static func collect(_ type: Any.Type, base: Int, into fields: inout [Field], slots: inout Int) {
        StoredFields.forEach(of: type) { field in
            if let bound = field.type as? any GraphBoundProperty.Type {
                fields.append(.bound(offset: base + field.offset, type: bound, slot: slots))
                slots += 1
            } else if let user = field.type as? any DynamicProperty.Type {
                if field.kind == .struct {
                    collect(field.type, base: base + field.offset, into: &fields, slots: &slots)
                }
                fields.append(.user(offset: base + field.offset, type: user))
            }
            return true
        }
    }

    /// Binds `value`'s dynamic properties to `node`'s storage and calls their
    /// `update()`; `known` is `T`'s layout when the caller keeps it (a
    /// composite's evaluator), found in the type table otherwise.
    static func bind<T>(_ value: inout T, to node: ViewNode, layout known: Layout? = nil) {
        let layout = known ?? layout(of: T.self)
        guard !layout.fields.isEmpty else { return }
        if node.slots.count < layout.slotCount {
            node.slots.append(contentsOf: repeatElement(nil, count: layout.slotCount - node.slots.count))
        }
        withUnsafeMutableBytes(of: &value) { raw in
            guard let base = raw.baseAddress else { return }
            for field in layout.fields {
                switch field {
                case .bound(let offset, let type, let slot):
                    type.bind(at: base + offset, node: node, slot: slot)
                case .user(let offset, let type):
                    callUpdate(type, at: base + offset)
                }
            }
        }
    }

    private static func callUpdate<P: DynamicProperty>(_ type: P.Type, at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: P.self).pointee.update()
    }
}
