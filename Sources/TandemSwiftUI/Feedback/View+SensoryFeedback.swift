extension View {
    /// Plays `feedback` each time `trigger` changes.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        onChange(of: trigger) { feedback.play() }
    }

    /// Plays `feedback` each time `trigger` changes and `condition` of the
    /// old and new values is true.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        onChange(of: trigger) { oldValue, newValue in
            if condition(oldValue, newValue) { feedback.play() }
        }
    }

    /// Plays the feedback `feedback` gives for the old and new values each
    /// time `trigger` changes (none when it gives nil).
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        onChange(of: trigger) { oldValue, newValue in feedback(oldValue, newValue)?.play() }
    }

    /// Plays the feedback `feedback` gives (none when it gives nil) each
    /// time `trigger` changes.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping () -> SensoryFeedback?
    ) -> some View {
        onChange(of: trigger) { feedback()?.play() }
    }
}
