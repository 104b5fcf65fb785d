/// A kind of product the catalog makes: the words of its names, its colours and sizes, its prices.
struct Department {
    let category: String
    let materials: [String]
    let nouns: [String]
    let colours: [String]
    /// Size ladders; a product takes one ladder (or none when the list is empty).
    let sizeLadders: [[String]]
    /// The lowest and highest regular price, in cents.
    let priceRange: ClosedRange<Int>
    /// What the product is for, for descriptions.
    let uses: [String]
}

/// The words the catalog generator builds names, descriptions and blog posts from.
enum CatalogVocabulary {
    static let departments: [Department] = [
        Department(
            category: "Furniture",
            materials: ["Oak", "Walnut", "Pine", "Beech", "Birch", "Teak", "Ash", "Cherry", "Rattan"],
            nouns: ["Chair", "Table", "Stool", "Bench", "Bookshelf", "Desk", "Sideboard", "Armchair", "Nightstand"],
            colours: ["Natural", "Black", "White", "Smoked"],
            sizeLadders: [[], ["Small", "Large"], ["120 cm", "160 cm", "200 cm"]],
            priceRange: 4_900...129_900,
            uses: ["a reading corner", "a small flat", "the dining room", "a home office", "the hallway"]),
        Department(
            category: "Clothing",
            materials: ["Linen", "Cotton", "Wool", "Denim", "Flannel", "Silk", "Cashmere", "Corduroy"],
            nouns: ["Shirt", "Tee", "Sweater", "Jacket", "Dress", "Trousers", "Cardigan", "Overshirt", "Scarf"],
            colours: ["Red", "Navy", "White", "Black", "Olive", "Sand", "Rust", "Sky"],
            sizeLadders: [["XS", "S", "M", "L", "XL"], ["S", "M", "L"], ["M", "L", "XL", "XXL"]],
            priceRange: 1_900...24_900,
            uses: ["warm afternoons", "the office", "weekends away", "layering in autumn", "everyday wear"]),
        Department(
            category: "Lighting",
            materials: ["Brass", "Ceramic", "Glass", "Paper", "Copper", "Concrete", "Opal", "Bamboo"],
            nouns: ["Lamp", "Pendant", "Floor Lamp", "Desk Lamp", "Wall Light", "Lantern", "Sconce"],
            colours: ["White", "Black", "Amber", "Green"],
            sizeLadders: [[], ["Small", "Medium", "Large"]],
            priceRange: 2_900...49_900,
            uses: ["a bedside table", "a dark corner", "the kitchen island", "late reading", "the porch"]),
        Department(
            category: "Kitchen",
            materials: ["Stoneware", "Porcelain", "Cast Iron", "Enamel", "Steel", "Olive Wood", "Copper", "Café"],
            nouns: ["Mug", "Bowl", "Teapot", "Skillet", "Knife", "Cutting Board", "Casserole", "Plate Set", "Kettle"],
            colours: ["Cream", "Slate", "Sage", "Terracotta", "Charcoal"],
            sizeLadders: [[], ["Small", "Large"], ["20 cm", "24 cm", "28 cm"]],
            priceRange: 900...29_900,
            uses: ["slow breakfasts", "weeknight dinners", "a crowded table", "morning coffee", "baking days"]),
        Department(
            category: "Footwear",
            materials: ["Leather", "Suede", "Canvas", "Nubuck", "Wool"],
            nouns: ["Sneaker", "Boot", "Loafer", "Sandal", "Slipper", "Chelsea Boot"],
            colours: ["Black", "Tan", "White", "Brown", "Grey"],
            sizeLadders: [["38", "39", "40", "41", "42", "43", "44", "45"], ["36", "37", "38", "39", "40", "41"]],
            priceRange: 3_900...27_900,
            uses: ["city walks", "rainy commutes", "long days on your feet", "slow Sundays"]),
        Department(
            category: "Bags",
            materials: ["Canvas", "Leather", "Nylon", "Waxed Cotton", "Jute"],
            nouns: ["Tote", "Backpack", "Duffel", "Crossbody Bag", "Weekender", "Wallet"],
            colours: ["Black", "Olive", "Tan", "Navy", "Natural"],
            sizeLadders: [[], ["Small", "Large"]],
            priceRange: 1_900...34_900,
            uses: ["the commute", "weekend trips", "market days", "carrying a laptop"]),
        Department(
            category: "Home Textiles",
            materials: ["Linen", "Wool", "Cotton", "Velvet", "Mohair", "Bouclé"],
            nouns: ["Throw", "Cushion", "Rug", "Duvet Cover", "Blanket", "Curtain", "Tablecloth"],
            colours: ["Oat", "Rose", "Forest", "Ink", "Ochre", "Pearl"],
            sizeLadders: [[], ["Single", "Double", "King"], ["50 × 50 cm", "60 × 60 cm"]],
            priceRange: 1_900...39_900,
            uses: ["cold evenings", "the guest room", "a reading nook", "lazy mornings"]),
    ]

    static let adjectives: [String] = [
        "Classic", "Nordic", "Everyday", "Heritage", "Studio", "Coastal", "Alpine", "Modern", "Rustic", "Soft",
        "Compact", "Grand", "Little", "Vintage", "Essential",
    ]

    static let brands: [String] = [
        "Northwind", "Maison Élan", "Oakhaven", "Fjällbo", "Atelier Nord", "Bramble & Co", "Kettle Street",
        "Lumen Works", "Søndergaard", "Harbour Goods", "Tallow", "Crème Studio", "Juniper Row", "Ostra",
        "Field Day", "Copperleaf",
    ]

    static let qualities: [String] = [
        "Made to last for years", "Finished by hand", "Built from responsibly sourced materials",
        "Designed in a small studio", "Tested for everyday use", "Made in small batches",
        "Cut from a single piece", "Treated with natural oils",
    ]

    static let careNotes: [String] = [
        "Wipe clean with a damp cloth.", "Machine washable at 30 °C.", "Dry flat in the shade.",
        "Oil once a year to keep its colour.", "Hand wash only.", "Store away from direct sunlight.",
    ]

    static let authors: [String] = [
        "Ada Lindqvist", "Bruno Marchetti", "Chloé Dubois", "Dev Patel", "Emeka Okafor", "Freya Nilsen",
        "Grace Ho", "Hugo Almeida", "Inés García", "Jonas Weber",
    ]

    static let blogTopics: [String] = [
        "oak", "linen", "small spaces", "lighting", "coffee", "wool", "colour", "care", "travel", "slow living",
        "cooking", "rugs", "footwear", "gifts", "craft",
    ]

    static let titleTemplates: [String] = [
        "How to care for {topic}", "Five ways to style {topic}", "A beginner's guide to {topic}",
        "What we learned about {topic} this season", "Why {topic} matters more than you think",
        "Inside the workshop: {topic}", "The quiet joy of {topic}", "Ten questions about {topic}",
        "Living with {topic}", "A short history of {topic}",
    ]

    static let openings: [String] = [
        "Every season we ask the same question: what makes a thing worth keeping?",
        "It started, as these things often do, with a conversation in the workshop.",
        "Most of what we sell is made by people we have met, in places we have visited.",
        "There is a particular kind of pleasure in using something every day for a decade.",
        "We get more letters about {topic} than about anything else.",
        "When we began the shop, {topic} was barely on our list.",
    ]

    static let middles: [String] = [
        "The answer is rarely the newest material or the cleverest design.",
        "Good {topic} asks for a little attention and gives a great deal back.",
        "We tested dozens of samples over the winter and kept only a handful.",
        "Start with one piece you love and let the rest of the room follow it.",
        "Natural materials age; that is the point, not a flaw.",
        "Light changes everything: the same colour reads warm at noon and cool at dusk.",
        "A small flat needs fewer things, each of them doing more.",
        "Ask where something was made, and by whom, and how long it should last.",
        "Repairs are part of the story, and we keep spare parts for most of what we sell.",
        "Our makers work in small batches, so stock comes and goes through the year.",
        "If in doubt, choose the simpler shape; it will outlast the fashion.",
        "The best advice we ever got was to buy less and choose better.",
    ]

    static let closings: [String] = [
        "As always, write to us with your questions; we read every letter.",
        "We hope this helps you choose well, and keep what you choose for a long time.",
        "Next month: a visit to the workshop that makes our favourite chairs.",
        "Thank you for reading, and for shopping slowly with us.",
    ]
}
