// Seed 001 ("在 SwiftUI 中，如何在 UIView 内或作为 UIView 使用
// UIHostingController"): a SwiftUI `CircleView` observing a `CircleModel`,
// hosted in a `UIHostingController` added as a child view controller with
// Auto Layout, its model updated by a timer every second.
//
// Linux-forced changes: none — the code below is the seed's, as written.
import SwiftUI

struct CircleView : View {
    @ObservedObject var model: CircleModel

    var body: some View {
        ZStack {
            Circle()
                .fill(Color.blue)
            Text(model.text)
                .foregroundColor(Color.white)
        }
    }
}
