import Foundation

/// What the built-in progress view styles draw: a bar with its label
/// above and the current value's label below, leading-aligned; or a
/// spinner with its label centered below.
struct ProgressViewBody: View {
    enum Kind {
        case linear, circular
    }

    let configuration: ProgressViewStyleConfiguration
    let kind: Kind
    let tint: Color?

    var body: some View {
        switch kind {
        case .linear:
            VStack(alignment: .leading, spacing: 4) {
                if let label = configuration.label { label }
                ProgressBarLeaf(fraction: configuration.fractionCompleted ?? 0, tint: tint)
                if let currentValueLabel = configuration.currentValueLabel {
                    currentValueLabel.font(.footnote).foregroundStyle(Color.secondary)
                }
            }
        case .circular:
            VStack(spacing: 8) {
                SpinnerLeaf(tint: tint)
                if let label = configuration.label { label.foregroundStyle(Color.secondary) }
            }
        }
    }
}
