import Foundation
import TandemSupport
import TandemUIKit

/// A picker of the wheel style: the options on a wheel, the selected one in
/// the middle band, two above and two below fading out. Dragging spins it
/// (the option that lands in the band is selected, coasting with the
/// release speed as a date picker's wheels do); tapping an option selects
/// it. To accessibility it is an adjustable picker wheel valued by its
/// selected option.
struct PickerWheel<SelectionValue: Hashable>: View {
    let options: [PickerOption]
    let selection: Binding<SelectionValue>
    @State private var dragOffset: CGFloat = 0

    var body: some View {
        let selected = selectedIndex
        VStack(spacing: 10) {
            ForEach(-2...2, id: \.self) { step in
                let index = selected + step
                Text(options.indices.contains(index) ? options[index].title : " ")
                    .font(.system(size: 21))
                    .foregroundColor(step == 0 ? .primary : .secondary)
                    .opacity(step == 0 ? 1 : 1 - 0.3 * Double(abs(step)))
                    .lineLimit(1)
                    .onTapGesture { select(index) }
            }
        }
        .offset(y: dragOffset)
        .gesture(
            DragGesture(minimumDistance: 4)
                .onChanged { value in dragOffset = value.translation.height }
                .onEnded { value in
                    dragOffset = 0
                    let distance = value.translation.height + value.velocity.height * DatePickerWheels.coastTime
                    select(selected - Int((distance / DatePickerWheels.rowPitch).rounded()))
                }
        )
        .accessibilityAttachment {
            $0.children = .ignore
            $0.role = .pickerWheel
            $0.value = options.indices.contains(selected) ? options[selected].title : ""
            $0.adjustment = { direction in select(selected + (direction == .increment ? 1 : -1)) }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(UIColor.tertiarySystemFill)).frame(height: 34))
        .frame(height: 216)
        .clipped()
    }

    /// The selected option's place; the first when the selection matches none.
    private var selectedIndex: Int {
        let current = AnyHashable(selection.wrappedValue)
        return options.firstIndex { $0.tag == current } ?? 0
    }

    /// Selects the option at `index`, kept within the options.
    private func select(_ index: Int) {
        guard !options.isEmpty else { return }
        let option = options[min(max(index, 0), options.count - 1)]
        guard let value = option.tag?.base as? SelectionValue else {
            Diagnostics.report(
                "SwiftUI",
                "Picker: the option chosen has no tag of type \(SelectionValue.self); the selection is unchanged.")
            return
        }
        if AnyHashable(value) != AnyHashable(selection.wrappedValue) { selection.wrappedValue = value }
    }
}
