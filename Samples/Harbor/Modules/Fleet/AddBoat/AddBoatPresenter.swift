//
//  AddBoatPresenter.swift
//  Harbor
//

import UIKit

final class AddBoatPresenter {

    private weak var view: AddBoatViewProtocol?
    private let interactor: AddBoatInteractorInput
    private let router: AddBoatRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: AddBoatViewProtocol, interactor: AddBoatInteractorInput, router: AddBoatRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension AddBoatPresenter: AddBoatPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapTakeBoatPhoto() {
        router.takeBoatPhoto()
    }

    func didPick(images: [UIImage]) {
        guard !images.isEmpty else { return }
        sections.append(images.indices.map { ListItem(id: "photo-\($0)", title: "New photo") })
        view?.display(sections: sections)
    }

    func didTapClose() {
        router.close()
    }
}

extension AddBoatPresenter: AddBoatInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
