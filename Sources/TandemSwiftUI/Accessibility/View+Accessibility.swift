import Foundation

extension View {
    /// The view with one accessibility attribute set.
    func accessibilityAttachment(_ change: (inout AccessibilityAttributes) -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        var attributes = AccessibilityAttributes()
        change(&attributes)
        return modifier(AccessibilityAttachmentModifier(attributes))
    }

    /// Names the view for assistive technology and UI tests (replacing the
    /// label its content gives, such as a button's title).
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment { $0.label = label.string }
    }

    /// Names the view with a localized key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityLabel(Text(labelKey))
    }

    /// Names the view with a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment { $0.label = String(label) }
    }

    /// Says what activating the view does, read after its label.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment { $0.hint = hint.string }
    }

    /// Says what activating the view does, with a localized key.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityHint(Text(hintKey))
    }

    /// Says what activating the view does, with a string.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment { $0.hint = String(hint) }
    }

    /// The names a user may speak to activate the view (Voice Control), most
    /// likely first: the element's `accessibilityUserInputLabels`.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment { $0.inputLabels = inputLabels.map(\.string) }
    }

    /// The names a user may speak to activate the view, as localized keys.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }

    /// The names a user may speak to activate the view, as strings.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment { $0.inputLabels = inputLabels.map { String($0) } }
    }

    /// The view's current value, as assistive technology reads it.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment { $0.value = valueDescription.string }
    }

    /// The view's current value, with a localized key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityValue(Text(valueKey))
    }

    /// The view's current value, with a string.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment { $0.value = String(value) }
    }

    /// The identifier UI tests find the view by; never read to the user.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment { $0.identifier = identifier }
    }

    /// Adds `traits` to the view's element(s).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment { $0.addedTraits = traits }
    }

    /// Removes `traits` from the view's element(s).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment { $0.removedTraits = traits }
    }

    /// Hides the view and everything in it from assistive technology (true), or not.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment { $0.hidden = hidden }
    }

    /// Where the view's elements are read among their siblings: higher first
    /// (0 by default; equal priorities keep their order).
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment { $0.sortPriority = sortPriority }
    }

    /// Makes the view one accessibility element (`.ignore`, `.combine`) or a
    /// container of the elements inside (`.contain`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityAttachment { $0.children = children }
    }

    /// Runs `handler` for the accessibility action `actionKind` (activation by default).
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment { $0.actions[actionKind] = handler }
    }

    /// Offers a custom action named `name` that runs `handler`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment { $0.namedActions.append((name.string, handler)) }
    }

    /// Offers a custom action named by a localized key.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Offers a custom action named by a string.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment { $0.namedActions.append((String(name), handler)) }
    }

    /// Makes the view adjustable: `handler` gets each increment and decrement.
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment { $0.adjustment = handler }
    }

    // MARK: The iOS 13 forms

    /// Names the view (iOS 13's form of ``accessibilityLabel(_:)-(Text)``).
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(label)
    }

    /// Says what activating the view does (iOS 13's form).
    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hint)
    }

    /// The view's value (iOS 13's form).
    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(value)
    }

    /// The view's identifier (iOS 13's form).
    @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityIdentifier(identifier)
    }

    /// Hides the view from assistive technology (iOS 13's form).
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHidden(hidden)
    }

    /// Adds traits (iOS 13's form).
    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAddTraits(traits)
    }

    /// Removes traits (iOS 13's form).
    @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityRemoveTraits(traits)
    }

    /// Sets the reading order priority (iOS 13's form).
    @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilitySortPriority(sortPriority)
    }
}
