//
//  MarinaGalleryPresenter.swift
//  Harbor
//

import UIKit

final class MarinaGalleryPresenter {

    private weak var view: MarinaGalleryViewProtocol?
    private let interactor: MarinaGalleryInteractorInput
    private let router: MarinaGalleryRouterProtocol
    private let marinaID: String
    private var sections: [[ListItem]] = []

    init(view: MarinaGalleryViewProtocol, interactor: MarinaGalleryInteractorInput, router: MarinaGalleryRouterProtocol, marinaID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.marinaID = marinaID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension MarinaGalleryPresenter: MarinaGalleryPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectPhoto(at index: Int) {
        guard let item = item(in: 0, at: index), let url = item.imageURL else { return }
        router.openPhoto(imageURL: url)
    }

    func didTapClose() {
        router.close()
    }
}

extension MarinaGalleryPresenter: MarinaGalleryInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
