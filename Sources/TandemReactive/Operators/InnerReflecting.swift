/// How an operator's inner subscriber (and subscription) shows itself, as
/// Combine's do: its `description` is the operator's name ("Map",
/// "TryFilter"), a playground shows that name, and its mirror shows what the
/// operator's counterpart in Combine shows — no children unless the
/// conforming type says otherwise.
protocol InnerReflecting: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {}

extension InnerReflecting {
    /// The description, as a playground shows it.
    var playgroundDescription: Any { description }

    /// No children, as most of Combine's operators show.
    var customMirror: Mirror { Mirror(self, children: [:]) }
}
