import type { LucideIcon } from "lucide-react";
import { Briefcase, Building2, Factory, HardHat, HeartHandshake, Laptop, ShoppingBag, Truck, UtensilsCrossed } from "lucide-react";

export type Industry = {
  id: string;
  name: string;
  /** What the work is like and who tends to do well in it, in a sentence or two. */
  description: string;
  roles: string[];
  icon: LucideIcon;
};

/** The nine industries our employer partners recruit in, in the order the home page shows them. */
export const industries: Industry[] = [
  {
    id: "construction",
    name: "Construction",
    description:
      "Building sites need reliable people all year round. Many roles start with a CSCS card, which we can help you get, and lead on to a trade.",
    roles: ["Site labourer", "Groundworker", "Scaffolding trainee", "Plant operator"],
    icon: HardHat,
  },
  {
    id: "logistics-and-transport",
    name: "Logistics and Transport",
    description:
      "Warehouses and delivery firms hire steadily, often with shift patterns that suit different lives. There is room to move up to supervisor or into driving.",
    roles: ["Warehouse operative", "Forklift driver", "Delivery driver", "Stock controller"],
    icon: Truck,
  },
  {
    id: "facilities-management",
    name: "Facilities Management",
    description:
      "Keeping offices, schools and public buildings safe, clean and working. Skills learned in prison workshops and cleaning teams count here.",
    roles: ["Cleaning operative", "Maintenance assistant", "Caretaker", "Grounds person"],
    icon: Building2,
  },
  {
    id: "hospitality",
    name: "Hospitality",
    description:
      "Kitchens, hotels and cafés value people who work hard as a team. Prison catering experience and food hygiene certificates are a real head start.",
    roles: ["Kitchen porter", "Commis chef", "Front-of-house team member", "Housekeeper"],
    icon: UtensilsCrossed,
  },
  {
    id: "retail",
    name: "Retail",
    description:
      "Shops and online stores need people on the shop floor and behind the scenes. Good customer service can lead to team leader and store roles.",
    roles: ["Customer assistant", "Stock replenishment", "Online order picker", "Visual merchandiser"],
    icon: ShoppingBag,
  },
  {
    id: "manufacturing",
    name: "Manufacturing",
    description:
      "Factories making food, parts and goods offer steady hours and on-the-job training. Many employers support recognised qualifications.",
    roles: ["Production operative", "Machine operator", "Quality checker", "Packer"],
    icon: Factory,
  },
  {
    id: "technology",
    name: "Technology",
    description:
      "Digital skills are in demand. We work with employers who offer entry-level roles and training for people learning to code or support IT systems.",
    roles: ["IT support technician", "Junior developer", "Data entry assistant", "Device repair technician"],
    icon: Laptop,
  },
  {
    id: "business-services",
    name: "Business Services",
    description:
      "Offices, call centres and admin teams need organised people who communicate well. These roles often build skills that open many other doors.",
    roles: ["Administrator", "Customer service adviser", "Receptionist", "Finance assistant"],
    icon: Briefcase,
  },
  {
    id: "care-sector",
    name: "Care Sector",
    description:
      "Care work suits people who want to give something back. Most roles need an enhanced DBS check, so we talk it through with you and the employer before you apply.",
    roles: ["Care assistant", "Support worker", "Kitchen and domestic staff", "Activities coordinator"],
    icon: HeartHandshake,
  },
];
