import SwiftUI

// Written for this corpus in the idiom of jrasmusson/swiftui,
// "SampleApps/Landmarks/ComposingComplexInterfaces/Complete/Landmarks/Views/Categories/CategoryRow.swift"
// (MIT; not copied): a titled horizontal ScrollView without indicators of
// NavigationLink { destination } label: { item } cells, a static preview model.

struct Place: Identifiable {
    let id: Int
    let name: String
    let imageName: String
}

struct LandmarkCategoryRow: View {
    var title: String
    var places: [Place]

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
                .padding(.leading, 15)
                .padding(.top, 5)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 0) {
                    ForEach(places) { place in
                        NavigationLink {
                            Text(place.name).font(.title)
                        } label: {
                            VStack(alignment: .leading) {
                                Image(place.imageName)
                                    .renderingMode(.original)
                                    .resizable()
                                    .frame(width: 155, height: 155)
                                    .cornerRadius(5)
                                Text(place.name)
                                    .foregroundColor(.primary)
                                    .font(.caption)
                            }
                            .padding(.leading, 15)
                        }
                    }
                }
            }
            .frame(height: 185)
        }
    }
}

struct LandmarkCategoryRow_Previews: PreviewProvider {
    static var places = [Place(id: 1, name: "Turtle Rock", imageName: "turtlerock")]

    static var previews: some View {
        LandmarkCategoryRow(title: "Lakes", places: places)
    }
}
