import SwiftUI

// Own code: a habit tracker's root as apps written for iOS 15 and 16 have it (no single
// model file): an ObservableObject store with @Published, @StateObject at the root and
// @EnvironmentObject below, TabView with .tabItem and .tag, NavigationView lists,
// .badge, and onChange(of:) with the old one-argument closure.

final class HabitStore: ObservableObject {
    struct Habit: Identifiable, Equatable {
        let id = UUID()
        var name: String
        var streak: Int
        var doneToday: Bool
    }

    @Published var habits: [Habit] = [
        Habit(name: "Read", streak: 4, doneToday: false),
        Habit(name: "Walk", streak: 12, doneToday: true),
    ]

    var pending: Int { habits.filter { !$0.doneToday }.count }

    func toggle(_ habit: Habit) {
        if let index = habits.firstIndex(of: habit) {
            habits[index].doneToday.toggle()
        }
    }
}

struct HabitRoot: View {
    @StateObject private var store = HabitStore()
    @State private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            TodayTab()
                .tabItem {
                    Label("Today", systemImage: "checkmark.circle")
                }
                .badge(store.pending)
                .tag(0)
            StatsTab()
                .tabItem {
                    Image(systemName: "chart.bar")
                    Text("Stats")
                }
                .tag(1)
        }
        .environmentObject(store)
        .onChange(of: selectedTab) { newValue in
            print("Switched to tab \(newValue)")
        }
    }
}

struct TodayTab: View {
    @EnvironmentObject var store: HabitStore

    var body: some View {
        NavigationView {
            List {
                ForEach(store.habits) { habit in
                    Button {
                        withAnimation { store.toggle(habit) }
                    } label: {
                        HStack {
                            Image(systemName: habit.doneToday ? "checkmark.circle.fill" : "circle")
                                .foregroundColor(habit.doneToday ? .green : .gray)
                            Text(habit.name)
                                .foregroundColor(.primary)
                            Spacer()
                            Text("\(habit.streak)🔥")
                                .font(.caption.monospacedDigit())
                        }
                    }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Today")
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct StatsTab: View {
    @EnvironmentObject var store: HabitStore

    var body: some View {
        NavigationView {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(store.habits) { habit in
                    HStack {
                        Text(habit.name)
                        Spacer()
                        Text("\(habit.streak) days")
                            .foregroundColor(.secondary)
                    }
                    Divider()
                }
                Spacer()
            }
            .padding()
            .navigationTitle("Stats")
        }
    }
}
