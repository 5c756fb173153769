/// The values a layer's animations give its properties at one moment,
/// built by applying the animations in the order they were added over the
/// layer's model values.
@MainActor
struct PresentationValues {
    /// The layer whose model values are the start.
    let model: CALayer
    /// The properties the animations changed so far, in the order first
    /// changed: a layer animates one to three properties, and a list
    /// searched from the front is cheaper than hashing them on every frame.
    private(set) var changed: [Change] = []

    /// One changed property and its value.
    struct Change: Equatable {
        let property: LayerAnimationKey.Property
        var value: AnimatedValue
    }

    init(model: CALayer) {
        self.model = model
    }

    /// The value `key` has so far: changed by an earlier animation, or the model's.
    func current(_ key: LayerAnimationKey) -> AnimatedValue? {
        guard let whole = changedValue(key.property) ?? LayerAnimationKey.read(key.property, from: model) else {
            return nil
        }
        return key.part(of: whole)
    }

    private func changedValue(_ property: LayerAnimationKey.Property) -> AnimatedValue? {
        changed.first { $0.property == property }?.value
    }

    /// The model's value of `key`.
    func modelValue(_ key: LayerAnimationKey) -> AnimatedValue? {
        LayerAnimationKey.read(key.property, from: model).flatMap { key.part(of: $0) }
    }

    /// Sets `key` to `value`, or adds `value` to what it has so far when `additive`.
    mutating func set(_ key: LayerAnimationKey, to value: AnimatedValue, additive: Bool) {
        guard let whole = changedValue(key.property) ?? LayerAnimationKey.read(key.property, from: model) else {
            return
        }
        var part = value
        if additive, let base = key.part(of: whole), let sum = base.adding(value) { part = sum }
        guard let replaced = key.replacingPart(of: whole, with: part) else { return }
        if let index = changed.firstIndex(where: { $0.property == key.property }) {
            changed[index].value = replaced
        } else {
            changed.append(Change(property: key.property, value: replaced))
        }
    }

    /// Whether any animation changed anything.
    var isEmpty: Bool { changed.isEmpty }

    /// Writes the changed values into `layer`, a copy of the model.
    func write(to layer: CALayer) {
        for change in changed { LayerAnimationKey.write(change.value, to: change.property, of: layer) }
    }
}
