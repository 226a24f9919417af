//
//  WaypointPresenter.swift
//  Harbor
//

import UIKit

final class WaypointPresenter {

    private weak var view: WaypointViewProtocol?
    private let router: WaypointRouterProtocol
    private let waypointID: String
    private var sections: [[ListItem]] = []

    init(view: WaypointViewProtocol, router: WaypointRouterProtocol, waypointID: String) {
        self.view = view
        self.router = router
        self.waypointID = waypointID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension WaypointPresenter: WaypointPresenterProtocol {
    func viewDidLoad() {
        sections = [[ListItem(id: "waypoint", title: "Waypoint")]]
        view?.display(sections: sections)
    }

    func didTapClose() {
        router.close()
    }
}
