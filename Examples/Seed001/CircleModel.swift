// Seed 001: the circle's model (the seed's code, as written).
import Combine

class CircleModel: ObservableObject {
    @Published var text: String

    init(text: String) {
        self.text = text
    }
}
