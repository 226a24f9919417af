//
//  EditBoatPresenter.swift
//  Harbor
//

import UIKit

final class EditBoatPresenter {

    private weak var view: EditBoatViewProtocol?
    private let router: EditBoatRouterProtocol
    private let boatID: String
    private var sections: [[ListItem]] = []

    init(view: EditBoatViewProtocol, router: EditBoatRouterProtocol, boatID: String) {
        self.view = view
        self.router = router
        self.boatID = boatID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension EditBoatPresenter: EditBoatPresenterProtocol {
    func viewDidLoad() {
        sections = [[ListItem(id: "editboat", title: "Edit boat")]]
        view?.display(sections: sections)
    }

    func didTapConfirmDeleteBoat() {
        router.confirmDeleteBoat(actions: [
            UIAlertAction(title: NSLocalizedString("Delete boat", comment: ""), style: .destructive) { [weak self] _ in
                self?.router.close()
            },
            UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel),
        ])
    }

    func didTapClose() {
        router.close()
    }
}
